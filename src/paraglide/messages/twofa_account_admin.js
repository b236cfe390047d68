/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Twofa_Account_AdminInputs */

const en_twofa_account_admin = /** @type {(inputs: Twofa_Account_AdminInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} admin console`)
};

const hi_twofa_account_admin = /** @type {(inputs: Twofa_Account_AdminInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} एडमिन कंसोल`)
};

/**
* | output |
* | --- |
* | "{title} admin console" |
*
* @param {Twofa_Account_AdminInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_account_admin = /** @type {((inputs: Twofa_Account_AdminInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Account_AdminInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_twofa_account_admin(inputs)
	return en_twofa_account_admin(inputs)
});