/**
* | output |
* | --- |
* | "Go to the home page" |
*
* @param {Not_Found_HomeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const not_found_home: ((inputs?: Not_Found_HomeInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Not_Found_HomeInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Not_Found_HomeInputs = {};
