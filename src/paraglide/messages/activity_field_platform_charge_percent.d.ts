/**
* | output |
* | --- |
* | "Platform charge %" |
*
* @param {Activity_Field_Platform_Charge_PercentInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_field_platform_charge_percent: ((inputs?: Activity_Field_Platform_Charge_PercentInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Activity_Field_Platform_Charge_PercentInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Activity_Field_Platform_Charge_PercentInputs = {};
