/**
* | output |
* | --- |
* | "Company added successfully" |
*
* @param {Done_Company_AddedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const done_company_added: ((inputs?: Done_Company_AddedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Done_Company_AddedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Done_Company_AddedInputs = {};
