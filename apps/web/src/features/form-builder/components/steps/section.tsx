import type { EditorCustomization } from "@yq/form-schema/editor-model";
import type { ReactNode } from "react";

export type CustomizationChange = (update: (c: EditorCustomization) => EditorCustomization) => void;

/** A titled group of settings inside a step. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4 rounded-md border p-4">
      <h3 className="font-semibold">{title}</h3>
      {children}
    </section>
  );
}
