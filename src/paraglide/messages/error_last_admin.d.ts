/**
* | output |
* | --- |
* | "A company must keep at least one active admin." |
*
* @param {Error_Last_AdminInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_last_admin: ((inputs?: Error_Last_AdminInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Last_AdminInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Last_AdminInputs = {};
