/**
* | output |
* | --- |
* | "Admin added successfully" |
*
* @param {Done_Admin_AddedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const done_admin_added: ((inputs?: Done_Admin_AddedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Done_Admin_AddedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Done_Admin_AddedInputs = {};
