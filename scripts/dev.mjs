// `npm run dev`: the API server restarting on change and Vite's hot-reloading web app in front of it.
import { spawn } from "node:child_process";

const env = {
  ...process.env,
  NODE_ENV: "development",
  PUBLIC_URL: "http://localhost:5173",
  LOG_LEVEL: process.env.LOG_LEVEL ?? "info",
};
const children = [
  spawn("npx", ["tsx", "watch", "apps/server/src/main.ts"], { stdio: "inherit", env }),
  spawn("npx", ["vite", "--config", "apps/web/vite.config.ts"], { stdio: "inherit", env }),
];
console.log("Dev mode: open http://localhost:5173 (the API runs on http://localhost:3000)");
const stop = () => children.forEach((c) => c.kill("SIGTERM"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
