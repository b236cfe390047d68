/**
* | output |
* | --- |
* | "{allocated} of {total} {symbol} ({percent}%)" |
*
* @param {Dash_Progress_FiguresInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const dash_progress_figures: ((inputs: Dash_Progress_FiguresInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Progress_FiguresInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Progress_FiguresInputs = {
    allocated: NonNullable<unknown>;
    total: NonNullable<unknown>;
    symbol: NonNullable<unknown>;
    percent: NonNullable<unknown>;
};
