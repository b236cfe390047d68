/**
* | output |
* | --- |
* | "You cannot change your own role or approval." |
*
* @param {Error_Own_Role_UnchangeableInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_own_role_unchangeable: ((inputs?: Error_Own_Role_UnchangeableInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Own_Role_UnchangeableInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Own_Role_UnchangeableInputs = {};
