/**
* | output |
* | --- |
* | "Register" |
*
* @param {Not_Found_RegisterInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const not_found_register: ((inputs?: Not_Found_RegisterInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Not_Found_RegisterInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Not_Found_RegisterInputs = {};
