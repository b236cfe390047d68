/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Dash_Verification_PendingInputs */

const en_admin_dash_verification_pending = /** @type {(inputs: Admin_Dash_Verification_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verification Pending`)
};

const hi_admin_dash_verification_pending = /** @type {(inputs: Admin_Dash_Verification_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`वेरिफ़िकेशन बाकी`)
};

/**
* | output |
* | --- |
* | "Verification Pending" |
*
* @param {Admin_Dash_Verification_PendingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_dash_verification_pending = /** @type {((inputs?: Admin_Dash_Verification_PendingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dash_Verification_PendingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_dash_verification_pending(inputs)
	return en_admin_dash_verification_pending(inputs)
});