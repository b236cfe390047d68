/**
* | output |
* | --- |
* | "Date & time" |
*
* @param {Dash_Col_Allocated_AtInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const dash_col_allocated_at: ((inputs?: Dash_Col_Allocated_AtInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Col_Allocated_AtInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Col_Allocated_AtInputs = {};
