/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Profile_Sessions_Confirm_OneInputs */

const en_profile_sessions_confirm_one = /** @type {(inputs: Profile_Sessions_Confirm_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} other session will be signed out, and whoever uses it must log in again. This device stays signed in.`)
};

const hi_profile_sessions_confirm_one = /** @type {(inputs: Profile_Sessions_Confirm_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} अन्य सत्र से साइन आउट हो जाएगा, और उसे इस्तेमाल करने वाले को फिर से लॉग इन करना होगा। यह डिवाइस साइन इन रहेगा।`)
};

/**
* | output |
* | --- |
* | "{count} other session will be signed out, and whoever uses it must log in again. This device stays signed in." |
*
* @param {Profile_Sessions_Confirm_OneInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_sessions_confirm_one = /** @type {((inputs: Profile_Sessions_Confirm_OneInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Sessions_Confirm_OneInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_profile_sessions_confirm_one(inputs)
	return en_profile_sessions_confirm_one(inputs)
});