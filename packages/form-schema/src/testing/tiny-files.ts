// The smallest PNG file-type recognises by its content (one transparent pixel): the picture the
// tests upload wherever an owner's image is needed.
const TINY_PNG_HEX =
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082";

export const TINY_PNG: Uint8Array<ArrayBuffer> = Uint8Array.from(TINY_PNG_HEX.match(/../g)!, (byte) =>
  Number.parseInt(byte, 16),
);
