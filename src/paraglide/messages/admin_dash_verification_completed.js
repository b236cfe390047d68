/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Dash_Verification_CompletedInputs */

const en_admin_dash_verification_completed = /** @type {(inputs: Admin_Dash_Verification_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verification Completed`)
};

const hi_admin_dash_verification_completed = /** @type {(inputs: Admin_Dash_Verification_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`वेरिफ़िकेशन पूरा`)
};

/**
* | output |
* | --- |
* | "Verification Completed" |
*
* @param {Admin_Dash_Verification_CompletedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_dash_verification_completed = /** @type {((inputs?: Admin_Dash_Verification_CompletedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dash_Verification_CompletedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_dash_verification_completed(inputs)
	return en_admin_dash_verification_completed(inputs)
});