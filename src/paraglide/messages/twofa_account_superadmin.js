/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Account_SuperadminInputs */

const en_twofa_account_superadmin = /** @type {(inputs: Twofa_Account_SuperadminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Super Admin console`)
};

const hi_twofa_account_superadmin = /** @type {(inputs: Twofa_Account_SuperadminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सुपर एडमिन कंसोल`)
};

/**
* | output |
* | --- |
* | "Super Admin console" |
*
* @param {Twofa_Account_SuperadminInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_account_superadmin = /** @type {((inputs?: Twofa_Account_SuperadminInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Account_SuperadminInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_twofa_account_superadmin(inputs)
	return en_twofa_account_superadmin(inputs)
});