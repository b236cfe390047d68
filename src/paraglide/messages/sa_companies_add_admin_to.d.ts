/**
* | output |
* | --- |
* | "Add admin to {company}" |
*
* @param {Sa_Companies_Add_Admin_ToInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_add_admin_to: ((inputs: Sa_Companies_Add_Admin_ToInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sa_Companies_Add_Admin_ToInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sa_Companies_Add_Admin_ToInputs = {
    company: NonNullable<unknown>;
};
