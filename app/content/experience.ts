import type { Experience } from "~/content-types";
import headphones from "~/assets/icons/headphones.svg";
import network from "~/assets/icons/network.svg";
import plane from "~/assets/icons/plane.svg";

/** Newest first. */
export const experiences = [
  {
    title: { en: "AI Research Engineer, Language Models", de: "KI-Forscherin, Sprachmodelle" },
    company_name: "Lumen Speech Lab",
    icon: network,
    iconBg: "#1d4ed8",
    date: { en: "Sep 2023 – Present", de: "Sep. 2023 – heute" },
    points: [
      {
        en: "Lead an evaluation suite that measures how well large language models understand air traffic control radiotelephony.",
        de: "Leitung einer Evaluationssuite, die misst, wie gut große Sprachmodelle den Sprechfunk der Flugsicherung verstehen.",
      },
      {
        en: "Fine-tuned open multilingual models on 40,000 transcribed ATC exchanges, cutting readback-error misses by a third.",
        de: "Feinabstimmung offener mehrsprachiger Modelle auf 40.000 transkribierten Funksprüchen, sodass sie ein Drittel weniger Readback-Fehler übersehen.",
      },
      {
        en: "Published three peer-reviewed papers, on readback-error detection, accented speech recognition and a conversational tutor, and released the ICAO-Bench benchmark.",
        de: "Drei begutachtete Artikel, zur Erkennung von Readback-Fehlern, zur Spracherkennung bei Akzenten und zu einem Gesprächstutor, sowie die Veröffentlichung des Benchmarks ICAO-Bench.",
      },
      {
        en: "Mentor three MSc students and run the lab's weekly reading group on trustworthy NLP.",
        de: "Betreuung von drei Masterstudierenden und Leitung des wöchentlichen Lesekreises des Labors zu vertrauenswürdiger Sprachverarbeitung.",
      },
    ],
  },
  {
    title: { en: "Aviation English Instructor & ICAO Rater", de: "Dozentin für Luftfahrtenglisch & ICAO-Prüferin" },
    company_name: "Danube Aviation Academy",
    icon: plane,
    iconBg: "#0f766e",
    date: { en: "Jan 2018 – Present", de: "Jan. 2018 – heute" },
    points: [
      {
        en: "Taught aviation English to more than 600 pilots and air traffic controllers from 14 countries; part-time since September 2023, alongside research.",
        de: "Unterricht in Luftfahrtenglisch für mehr als 600 Pilotinnen, Piloten und Lotsen aus 14 Ländern; seit September 2023 in Teilzeit, neben der Forschung.",
      },
      {
        en: "Rated candidates against the six ICAO language proficiency criteria, with 98% agreement in second ratings.",
        de: "Bewertung von Prüflingen nach den sechs ICAO-Kriterien der Sprachkompetenz, mit 98 % Übereinstimmung in Zweitbewertungen.",
      },
      {
        en: "Designed a scenario-based course on non-routine situations, taught to controllers at Austro Control Academy, that lifted first-attempt Level 4 pass rates to 91%.",
        de: "Entwicklung eines szenariobasierten Kurses zu ungewöhnlichen Situationen für Lotsen der Austro Control Academy, der die Erfolgsquote für Level 4 im ersten Versuch auf 91 % hob.",
      },
      {
        en: "Ran online recurrent-assessment courses for Alpine Regional Airways crews, with speech-analysis feedback on pronunciation and fluency.",
        de: "Online-Kurse zur Wiederholungsprüfung für Crews von Alpine Regional Airways, mit Rückmeldung aus der Sprachanalyse zu Aussprache und Sprechflüssigkeit.",
      },
    ],
  },
  {
    title: { en: "Learning Designer, EdTech", de: "Lerndesignerin, EdTech" },
    company_name: "SkyTalk Learning",
    icon: headphones,
    iconBg: "#7c3aed",
    date: { en: "Jul 2015 – Dec 2017", de: "Juli 2015 – Dez. 2017" },
    points: [
      {
        en: "Built listening exercises from real, anonymised ATC recordings for a self-study aviation English platform.",
        de: "Hörübungen aus echten, anonymisierten Funkaufnahmen für eine Lernplattform für Luftfahrtenglisch.",
      },
      {
        en: "Wrote 120 interactive lessons aligned with ICAO Document 9835.",
        de: "120 interaktive Lektionen nach ICAO-Dokument 9835.",
      },
      {
        en: "Worked with engineers on the platform's adaptive practice engine and its progress analytics.",
        de: "Zusammenarbeit mit dem Entwicklungsteam an der adaptiven Übungslogik der Plattform und ihrer Fortschrittsanalyse.",
      },
      {
        en: "Ran usability studies with student pilots that shaped the mobile version of the course.",
        de: "Usability-Studien mit Flugschülerinnen und Flugschülern, die die mobile Version des Kurses prägten.",
      },
    ],
  },
] satisfies Experience[];
