export declare const HINDI_RANGES: [number, number][]
export declare function hindiText(): string
export declare function hindiUnicodeRange(): string
export declare const WEIGHTS: number[]
export declare function sourceFile(weight: number): string
export declare function outputFile(weight: number): string
export declare function subsetFonts(): Promise<void>
