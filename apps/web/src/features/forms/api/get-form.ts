import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";

/** One form with its whole document (GET /api/forms/:id); 404 "Form not found" otherwise. */
const fetchForm = (id: string) => unwrap(api.forms[":id"].$get({ param: { id } }));

export type FormDetail = Awaited<ReturnType<typeof fetchForm>>;

export const formQuery = (id: string) =>
  queryOptions({
    queryKey: ["forms", id] as const,
    queryFn: () => fetchForm(id),
  });

export function useForm(id: string | undefined) {
  return useQuery({ ...formQuery(id ?? ""), enabled: Boolean(id) });
}
