import { useQuery } from "@tanstack/react-query";
import type { YardSize } from "@yq/form-schema/constants";
import { api, unwrap } from "@/lib/api-client";
import { mediaQuery } from "./list-media";

/** What the picker offers for a size: the library's active GIFs and the form's uploads. */
const fetchChoices = (formId: string, size: YardSize) =>
  unwrap(api.forms[":id"].media[":size"].choices.$get({ param: { id: formId, size } }));

export function useMediaChoices(formId: string, size: YardSize) {
  return useQuery({
    queryKey: [...mediaQuery(formId, size).queryKey, "choices"] as const,
    queryFn: () => fetchChoices(formId, size),
  });
}
