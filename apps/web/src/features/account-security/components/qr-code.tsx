import { encodeQR } from "qr";

/**
 * The authenticator app's setup address as a QR code, drawn here as SVG: the
 * secret never goes to a QR service. Its own chunk (two-factor-card.tsx loads it when the setup
 * shows), so the library costs nothing to any other page.
 */
export default function QrCode({ value, label }: { value: string; label: string }) {
  const modules = encodeQR(value, "raw", { ecc: "medium", border: 2 });
  const size = modules.length;
  let path = "";
  modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="size-48 rounded-md border bg-white"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
