/** Types of ascii-fonts.mjs for its test. */
export declare const fontsDir: string;
export declare const asciiDir: string;
export declare function familyNames(): string[];
export declare function asciiFace(
  name: string,
): Promise<{ woff2Name: string; woff2: Buffer; cssName: string; css: string; latinBytes: number }>;
