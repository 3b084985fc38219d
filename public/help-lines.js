// Written by scripts/make-help-lines.ts from web/lib/help-lines-page.ts and web/lib/help-lines.ts: edit those.
"use strict";
(() => {
  // web/lib/help-lines.ts
  var COUNTRIES = [
    {
      code: "US",
      name: "United States",
      inName: "the United States",
      emergency: "911",
      lines: [
        { name: "988 Suicide & Crisis Lifeline", callOrText: "988" },
        { name: "Crisis Text Line", text: { to: "741741", word: "HOME" } }
      ]
    },
    {
      code: "CA",
      name: "Canada",
      inName: "Canada",
      emergency: "911",
      lines: [
        { name: "Kids Help Phone", call: ["1-800-668-6868"], text: { to: "686868", word: "CONNECT" } },
        { name: "9-8-8 Suicide Crisis Helpline", callOrText: "988" }
      ]
    },
    {
      code: "GB",
      name: "United Kingdom",
      inName: "the United Kingdom",
      emergency: "999",
      lines: [
        { name: "Childline", for: "under 19", call: ["0800 1111"] },
        { name: "Shout", text: { to: "85258", word: "SHOUT" } },
        { name: "Samaritans", call: ["116 123"] }
      ]
    },
    {
      code: "IE",
      name: "Ireland",
      inName: "Ireland",
      emergency: "112 or 999",
      lines: [
        { name: "Childline", for: "under 18", call: ["1800 66 66 66"], text: { to: "50101" } },
        { name: "50808", text: { to: "50808", word: "HELLO" } },
        { name: "Samaritans", call: ["116 123"] }
      ]
    },
    {
      code: "AU",
      name: "Australia",
      inName: "Australia",
      emergency: "000",
      lines: [
        { name: "Kids Helpline", for: "5 to 25", call: ["1800 55 1800"] },
        { name: "Lifeline", call: ["13 11 14"], text: { to: "0477 13 11 14" } }
      ]
    },
    {
      code: "NZ",
      name: "New Zealand",
      inName: "New Zealand",
      emergency: "111",
      lines: [
        { name: "Youthline", call: ["0800 376 633"], text: { to: "234" } },
        { name: "Need to talk?", callOrText: "1737" }
      ]
    },
    {
      code: "DE",
      name: "Germany",
      inName: "Germany",
      emergency: "112",
      lines: [{ name: "Nummer gegen Kummer", for: "children and teens", call: ["116 111"] }]
    },
    { code: "FR", name: "France", inName: "France", emergency: "112", lines: [{ name: "Suicide prevention line", call: ["3114"] }] },
    { code: "ES", name: "Spain", inName: "Spain", emergency: "112", lines: [{ name: "Línea 024", call: ["024"] }] },
    {
      code: "NL",
      name: "Netherlands",
      inName: "the Netherlands",
      emergency: "112",
      lines: [{ name: "113 Zelfmoordpreventie", call: ["113", "0800 0113"] }]
    },
    { code: "IN", name: "India", inName: "India", emergency: "112", lines: [{ name: "Tele-MANAS", call: ["14416"] }] },
    {
      code: "EU",
      name: "Elsewhere in Europe",
      inName: "Europe",
      emergency: "112",
      lines: [{ name: "Child helpline", for: "in many European countries", call: ["116 111"] }]
    }
  ];
  var byCode = new Map(COUNTRIES.map((c) => [c.code, c]));
  var countryByCode = (code2) => byCode.get(code2);
  var ZONES = {};
  var zones = (code2, names) => names.split(" ").forEach((z) => ZONES[z] = code2);
  zones(
    "US",
    "America/New_York America/Detroit America/Chicago America/Denver America/Phoenix America/Los_Angeles America/Anchorage America/Juneau America/Sitka America/Metlakatla America/Yakutat America/Nome America/Adak America/Boise America/Menominee America/Louisville America/Indianapolis America/Fort_Wayne America/Knox_IN America/Shiprock America/Puerto_Rico Pacific/Honolulu Navajo US/Eastern US/Central US/Mountain US/Pacific US/Alaska US/Hawaii US/Arizona US/Michigan US/East-Indiana US/Indiana-Starke US/Aleutian"
  );
  zones(
    "CA",
    "America/Toronto America/Montreal America/Vancouver America/Edmonton America/Winnipeg America/Regina America/Halifax America/St_Johns America/Moncton America/Glace_Bay America/Goose_Bay America/Whitehorse America/Dawson America/Dawson_Creek America/Fort_Nelson America/Creston America/Yellowknife America/Inuvik America/Cambridge_Bay America/Iqaluit America/Rankin_Inlet America/Resolute America/Atikokan America/Swift_Current America/Blanc-Sablon America/Nipigon America/Thunder_Bay America/Rainy_River America/Pangnirtung Canada/Eastern Canada/Central Canada/Mountain Canada/Pacific Canada/Atlantic Canada/Newfoundland Canada/Saskatchewan Canada/Yukon"
  );
  zones("GB", "Europe/London Europe/Belfast Europe/Guernsey Europe/Jersey Europe/Isle_of_Man GB GB-Eire");
  zones("IE", "Europe/Dublin Eire");
  zones("AU", "Antarctica/Macquarie");
  zones("NZ", "Pacific/Auckland Pacific/Chatham Antarctica/McMurdo Antarctica/South_Pole NZ NZ-CHAT");
  zones("DE", "Europe/Berlin Europe/Busingen");
  zones("FR", "Europe/Paris");
  zones("ES", "Europe/Madrid Africa/Ceuta Atlantic/Canary");
  zones("NL", "Europe/Amsterdam");
  zones("IN", "Asia/Kolkata Asia/Calcutta");
  var NOT_116_111 = new Set(
    "Europe/Moscow Europe/Kaliningrad Europe/Samara Europe/Volgograd Europe/Kirov Europe/Saratov Europe/Ulyanovsk Europe/Astrakhan Europe/Minsk Europe/Istanbul".split(
      " "
    )
  );
  function countryOfZone(zone) {
    if (!zone) return null;
    const exact = ZONES[zone];
    if (exact) return exact;
    if (/^America\/(Indiana|Kentucky|North_Dakota)\//.test(zone)) return "US";
    if (/^Australia\//.test(zone)) return "AU";
    if (/^Europe\//.test(zone) && !NOT_116_111.has(zone)) return "EU";
    return null;
  }
  var placeless = (zone) => !zone || !zone.includes("/") || /^Etc\//.test(zone);
  function countryOfLanguage(tag) {
    let region;
    try {
      region = new Intl.Locale(tag).region;
    } catch {
      return null;
    }
    if (region === "UK") region = "GB";
    return region && region !== "EU" && byCode.has(region) ? region : null;
  }
  function countryOf(languages, timeZone) {
    const fromZone = countryOfZone(timeZone);
    if (fromZone) return fromZone;
    if (!placeless(timeZone)) return null;
    for (const tag of languages) {
      const fromLanguage = countryOfLanguage(tag);
      if (fromLanguage) return fromLanguage;
    }
    return null;
  }
  function browserCountry() {
    var _a;
    if (typeof navigator === "undefined") return null;
    let zone;
    try {
      zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    } catch {
      zone = void 0;
    }
    const languages = ((_a = navigator.languages) == null ? void 0 : _a.length) ? navigator.languages : navigator.language ? [navigator.language] : [];
    return countryOf(languages, zone);
  }

  // web/lib/help-lines-page.ts
  var code = browserCountry();
  var list = document.getElementById("countries");
  var section = code && document.getElementById(`lines-${code}`);
  if (list && section) {
    list.prepend(section);
    section.classList.add("here");
    const note = document.getElementById("where");
    if (note) {
      note.textContent = `${countryByCode(code).name} comes first because this device's language and time zone point there. Rise does not send or keep this.`;
      note.hidden = false;
    }
  }
})();
