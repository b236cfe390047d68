/**
* | output |
* | --- |
* | "Its members and admins will not be able to sign in, and no purchase can be made or decided until you resume it. Nothing is deleted." |
*
* @param {Company_Care_Suspend_BodyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const company_care_suspend_body: ((inputs?: Company_Care_Suspend_BodyInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Care_Suspend_BodyInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Care_Suspend_BodyInputs = {};
