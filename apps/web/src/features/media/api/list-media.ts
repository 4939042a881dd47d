import { queryOptions } from "@tanstack/react-query";
import type { YardSize } from "@yq/form-schema/constants";
import { api, unwrap } from "@/lib/api-client";

/** The media uploaded for one size of one form, newest first. */
const fetchMedia = (formId: string, size: YardSize) =>
  unwrap(api.forms[":id"].media[":size"].$get({ param: { id: formId, size } }));

export type MediaItem = Awaited<ReturnType<typeof fetchMedia>>["items"][number];

/** The key of a size's media: uploads and deletes refresh it and the picker's choices below it. */
export const mediaQuery = (formId: string, size: YardSize) =>
  queryOptions({
    queryKey: ["forms", formId, "media", size] as const,
    queryFn: () => fetchMedia(formId, size),
  });
