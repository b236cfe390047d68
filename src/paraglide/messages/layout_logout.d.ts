/**
* | output |
* | --- |
* | "Logout" |
*
* @param {Layout_LogoutInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const layout_logout: ((inputs?: Layout_LogoutInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layout_LogoutInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layout_LogoutInputs = {};
