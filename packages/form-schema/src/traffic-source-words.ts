// Where a lead came from, in the words the owner's lists show, without the shapes' zod
// (traffic-source.ts reads and names a source with it).

/** A lead with no campaign, click id or outside referrer. */
export const DIRECT = "Direct";
