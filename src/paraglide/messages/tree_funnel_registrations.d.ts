/**
* | output |
* | --- |
* | "Registrations" |
*
* @param {Tree_Funnel_RegistrationsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const tree_funnel_registrations: ((inputs?: Tree_Funnel_RegistrationsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tree_Funnel_RegistrationsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tree_Funnel_RegistrationsInputs = {};
