/**
* | output |
* | --- |
* | "Failed to fetch your stock" |
*
* @param {Dash_Mine_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const dash_mine_failed: ((inputs?: Dash_Mine_FailedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Mine_FailedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Mine_FailedInputs = {};
