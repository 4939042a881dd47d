import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { misplacedMediaQuery } from "./media-migration";

const runMediaMigration = () => unwrap(api.admin["media-migration"].$post());

export function useRunMediaMigration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runMediaMigration,
    onSettled: () => queryClient.invalidateQueries({ queryKey: misplacedMediaQuery.queryKey }),
  });
}
