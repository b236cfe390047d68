/**
* | output |
* | --- |
* | "Waiting For Verification ({count})" |
*
* @param {Admin_Users_Waiting_CountInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_users_waiting_count: ((inputs: Admin_Users_Waiting_CountInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Users_Waiting_CountInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Users_Waiting_CountInputs = {
    count: NonNullable<unknown>;
};
