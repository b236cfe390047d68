/**
* | output |
* | --- |
* | "The database is not reachable." |
*
* @param {Error_Database_UnreachableInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_database_unreachable: ((inputs?: Error_Database_UnreachableInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Database_UnreachableInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Database_UnreachableInputs = {};
