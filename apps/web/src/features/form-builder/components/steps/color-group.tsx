import { ColorField } from "../fields/color-field";

type Props<K extends string> = {
  values: Record<NoInfer<K>, unknown>;
  labels: Record<K, string>;
  onChange: (key: K, value: string) => void;
};

/** A grid of colour pickers over some keys of one colour group. */
export function ColorGroup<K extends string>({ values, labels, onChange }: Props<K>) {
  return (
    <div className="grid gap-4 @sm:grid-cols-2">
      {(Object.keys(labels) as K[]).map((key) => (
        <ColorField
          key={key}
          label={labels[key]}
          value={String(values[key])}
          onChange={(value) => onChange(key, value)}
        />
      ))}
    </div>
  );
}
