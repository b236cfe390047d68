/**
* | output |
* | --- |
* | "{percent}% of the private supply allocated" |
*
* @param {Dash_Progress_ValuetextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const dash_progress_valuetext: ((inputs: Dash_Progress_ValuetextInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Progress_ValuetextInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Progress_ValuetextInputs = {
    percent: NonNullable<unknown>;
};
