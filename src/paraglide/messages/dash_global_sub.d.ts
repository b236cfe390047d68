/**
* | output |
* | --- |
* | "Sold and rewarded to all members" |
*
* @param {Dash_Global_SubInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const dash_global_sub: ((inputs?: Dash_Global_SubInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Global_SubInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Global_SubInputs = {};
