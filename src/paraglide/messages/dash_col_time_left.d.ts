/**
* | output |
* | --- |
* | "Time Left" |
*
* @param {Dash_Col_Time_LeftInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const dash_col_time_left: ((inputs?: Dash_Col_Time_LeftInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Col_Time_LeftInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Col_Time_LeftInputs = {};
