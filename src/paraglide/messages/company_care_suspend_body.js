/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Care_Suspend_BodyInputs */

const en_company_care_suspend_body = /** @type {(inputs: Company_Care_Suspend_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Its members and admins will not be able to sign in, and no purchase can be made or decided until you resume it. Nothing is deleted.`)
};

const hi_company_care_suspend_body = /** @type {(inputs: Company_Care_Suspend_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`जब तक आप इसे फिर से शुरू नहीं करते, इसके सदस्य और एडमिन साइन इन नहीं कर पाएँगे, और कोई खरीद न की जा सकेगी न उस पर निर्णय लिया जा सकेगा। कुछ भी हटाया नहीं जाता।`)
};

/**
* | output |
* | --- |
* | "Its members and admins will not be able to sign in, and no purchase can be made or decided until you resume it. Nothing is deleted." |
*
* @param {Company_Care_Suspend_BodyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const company_care_suspend_body = /** @type {((inputs?: Company_Care_Suspend_BodyInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Care_Suspend_BodyInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_company_care_suspend_body(inputs)
	return en_company_care_suspend_body(inputs)
});