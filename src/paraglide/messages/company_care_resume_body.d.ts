/**
* | output |
* | --- |
* | "Its members and admins can sign in again, and purchases and approvals work as before." |
*
* @param {Company_Care_Resume_BodyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const company_care_resume_body: ((inputs?: Company_Care_Resume_BodyInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Care_Resume_BodyInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Care_Resume_BodyInputs = {};
