/**
* | output |
* | --- |
* | "Collections" |
*
* @param {Sa_Dash_CollectionsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_dash_collections: ((inputs?: Sa_Dash_CollectionsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sa_Dash_CollectionsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sa_Dash_CollectionsInputs = {};
