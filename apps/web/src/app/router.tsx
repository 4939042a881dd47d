import { createBrowserRouter } from "react-router";
import { routes } from "./routes";

/**
 * The app's router, made when src/app/start.tsx asks: making it matches and ranks every route and
 * asks for the first route's chunk, work kept out of the task that evaluates the app's modules
 * (decision 132).
 */
export const createAppRouter = () => createBrowserRouter(routes);

export type AppRouter = ReturnType<typeof createAppRouter>;
