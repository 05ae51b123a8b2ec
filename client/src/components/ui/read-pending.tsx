import { LoadFailedPanel, LoadingState } from "./panels";

/**
 * What an admin page shows of a read that has no data yet: that it is loading, or that it failed,
 * with Try again. `noun` names what is read: "reviews" gives "Loading the reviews...".
 */
export function ReadPending({ read, noun }: { read: { isPending: boolean; refetch: () => unknown }; noun: string }) {
  if (read.isPending) return <LoadingState label={`Loading the ${noun}...`} />;
  return <LoadFailedPanel title={`The ${noun} could not load`} onRetry={() => read.refetch()} />;
}
