/**
* | output |
* | --- |
* | "Locked until {date}" |
*
* @param {Time_Left_Locked_UntilInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const time_left_locked_until: ((inputs: Time_Left_Locked_UntilInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Time_Left_Locked_UntilInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Time_Left_Locked_UntilInputs = {
    date: NonNullable<unknown>;
};
