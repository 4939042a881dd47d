/** Types of build-server.mjs for the TypeScript test and bench code that imports it. */
export declare const SERVER_BUNDLE: string;
export declare const SERVER_ARGS: string[];
export declare function buildServer(): Promise<void>;
