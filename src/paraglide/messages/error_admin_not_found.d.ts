/**
* | output |
* | --- |
* | "This company has no admin with that email." |
*
* @param {Error_Admin_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_admin_not_found: ((inputs?: Error_Admin_Not_FoundInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Admin_Not_FoundInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Admin_Not_FoundInputs = {};
