/**
* | output |
* | --- |
* | "Could not load the list. Please try again." |
*
* @param {Dash_List_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const dash_list_failed: ((inputs?: Dash_List_FailedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_List_FailedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_List_FailedInputs = {};
