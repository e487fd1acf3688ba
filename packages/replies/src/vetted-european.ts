// The vetted replies in es, pt, fr, de, it, nl, pl and ru: one reviewed text per situation, written to the
// rules of the English set in vetted.ts (warm, first person where the language allows it without gendering
// the speaker, a trusted person and a local crisis line, the emergency number where the English has it, a
// step away from a threatened person, one question at most, no method, promise, diagnosis or number).
// They are written for the language, not word for word: the crisis line is named the way the country's
// own services name themselves (línea de crisis, Krisentelefon, telefon kryzysowy, телефон доверия).
import type { TranslatedGroup } from './vetted-languages';

export const EUROPEAN_VETTED: Readonly<
  Record<'es' | 'pt' | 'fr' | 'de' | 'it' | 'nl' | 'pl' | 'ru', Record<TranslatedGroup, string>>
> = {
  es: {
    crisis:
      'Me alegra mucho que me lo hayas contado, y me tomo en serio lo que compartes. Tu seguridad es lo más importante ahora mismo. Por favor, llama a tu número local de emergencias o a una línea de crisis, o pide a alguien de confianza que esté contigo. ¿Puedes contactar con alguien ahora?',
    'crisis-harm':
      'Noto lo intenso que es esto ahora mismo. Por favor, aléjate y pon distancia entre tú y esa persona. Llama a tu número de emergencias, a una línea de crisis local o a alguien de confianza, y cuéntale lo que está pasando. ¿Puedes alejarte ahora?',
    acts: 'Gracias por contármelo; hace falta valor, y no te juzgo. Mereces cuidado para el dolor que hay debajo. ¿Podrías contarle lo que está pasando a alguien de confianza, a un médico o a una línea de crisis local?',
    thoughts:
      'Parece que estás cargando con algo muy pesado, y me alegra que lo hayas dicho. No tienes que sostenerlo a solas. ¿Podrías hablar hoy con alguien de confianza o con una línea de crisis local?',
    other:
      'Se nota cuánto te importa esa persona, y preocuparse así agota. Si puede estar en peligro, llama a una línea de crisis local o a tu número de emergencias para que te orienten, y apóyate también en alguien de confianza. ¿Quién puede ayudarte con esto?',
    harm: 'Noto mucha rabia ahora mismo, y ese sentimiento merece atención. Antes de nada, aléjate y date algo de distancia. Después habla con alguien de confianza, con una línea de crisis local o con tu número de emergencias. ¿A quién podrías llamar ahora?',
    distress:
      'Parece que todo se está acumulando y se siente como demasiado. Me alegra que me lo hayas contado. Deja que alguien te acompañe: alguien de confianza, o una línea de crisis local si se vuelve difícil sobrellevarlo. ¿A quién podrías escribir hoy?',
  },
  pt: {
    crisis:
      'Fico muito feliz por você ter me contado, e levo a sério o que você compartilhou. A sua segurança é o mais importante agora. Por favor, ligue para o número de emergência local ou para uma linha de apoio em crise, ou peça a alguém de confiança para ficar com você. Você consegue falar com alguém agora?',
    'crisis-harm':
      'Percebo como isso está intenso agora. Por favor, afaste-se e coloque distância entre você e essa pessoa. Ligue para o número de emergência, para uma linha de apoio em crise ou para alguém de confiança, e conte o que está acontecendo. Você consegue se afastar agora?',
    acts: 'Obrigado por me contar; isso exige coragem, e eu não estou julgando você. Você merece cuidado para a dor que existe por trás disso. Você poderia contar o que tem acontecido a alguém de confiança, a um médico ou a uma linha de apoio em crise?',
    thoughts:
      'Parece que você está carregando algo muito pesado, e fico feliz que tenha falado. Você não precisa passar por isso sem apoio. Você poderia procurar hoje alguém de confiança ou uma linha de apoio em crise?',
    other:
      'Dá para ver o quanto você se importa com essa pessoa, e se preocupar assim cansa muito. Se ela puder estar em perigo, ligue para uma linha de apoio em crise ou para o número de emergência para receber orientação, e apoie-se também em alguém de confiança. Quem pode ajudar você com isso?',
    harm: 'Percebo muita raiva agora, e esse sentimento merece atenção. Antes de tudo, afaste-se e dê um tempo e uma distância para você. Depois converse com alguém de confiança, com uma linha de apoio em crise ou com o número de emergência. Para quem você poderia ligar agora?',
    distress:
      'Parece que tudo está se acumulando e está sendo demais. Fico feliz que você tenha me contado. Deixe alguém estar com você: alguém de confiança, ou uma linha de apoio em crise se ficar difícil de aguentar. Com quem você poderia falar hoje?',
  },
  fr: {
    crisis:
      "Merci de me l'avoir dit, et je prends très au sérieux ce que vous partagez. Votre sécurité compte avant tout en ce moment. Appelez le numéro d'urgence local ou une ligne d'écoute de crise, ou demandez à une personne de confiance de rester avec vous. Pouvez-vous joindre l'une d'elles maintenant ?",
    'crisis-harm':
      "J'entends à quel point c'est intense en ce moment. Éloignez-vous et mettez de la distance entre vous et cette personne. Appelez le numéro d'urgence, une ligne d'écoute de crise ou une personne de confiance, et dites-leur ce qui se passe. Pouvez-vous vous éloigner maintenant ?",
    acts: "Merci de me le confier ; il faut du courage, et je ne vous juge pas. Vous méritez qu'on prenne soin de la douleur qui est derrière. Pourriez-vous en parler à une personne de confiance, à un médecin ou à une ligne d'écoute de crise ?",
    thoughts:
      "On dirait que vous portez quelque chose de très lourd, et merci de l'avoir dit. Vous n'avez pas à traverser cela sans soutien. Pourriez-vous contacter aujourd'hui une personne de confiance ou une ligne d'écoute de crise ?",
    other:
      "Je vois à quel point cette personne compte pour vous, et s'inquiéter ainsi est épuisant. Si elle est peut-être en danger, appelez une ligne d'écoute de crise ou le numéro d'urgence pour avoir des conseils, et appuyez-vous aussi sur une personne de confiance. Qui peut vous aider avec cela ?",
    harm: "J'entends beaucoup de colère en ce moment, et ce sentiment mérite de l'attention. Avant tout, éloignez-vous et prenez de la distance. Ensuite, parlez-en à une personne de confiance, à une ligne d'écoute de crise ou au numéro d'urgence. Qui pourriez-vous appeler maintenant ?",
    distress:
      "On dirait que tout s'accumule et que c'est trop en ce moment. Merci de me l'avoir dit. Laissez quelqu'un vous accompagner : une personne de confiance, ou une ligne d'écoute de crise si cela devient trop dur. À qui pourriez-vous parler aujourd'hui ?",
  },
  de: {
    crisis:
      'Ich bin froh, dass du es mir erzählt hast, und ich nehme ernst, was du teilst. Deine Sicherheit ist jetzt das Wichtigste. Bitte ruf die örtliche Notrufnummer oder ein Krisentelefon an, oder bitte einen Menschen, dem du vertraust, bei dir zu bleiben. Kannst du jetzt jemanden davon erreichen?',
    'crisis-harm':
      'Ich höre, wie heftig sich das gerade anfühlt. Bitte geh weg und bring Abstand zwischen dich und diese Person. Ruf die Notrufnummer, ein Krisentelefon oder einen Menschen an, dem du vertraust, und erzähl, was los ist. Kannst du jetzt Abstand nehmen?',
    acts: 'Danke, dass du mir davon erzählst; das braucht Mut, und ich verurteile dich nicht. Du verdienst Fürsorge für den Schmerz, der darunter liegt. Könntest du einem Menschen, dem du vertraust, oder einer Ärztin oder einem Arzt erzählen, was los ist, oder beim Krisentelefon anrufen?',
    thoughts:
      'Es klingt, als würdest du etwas sehr Schweres tragen, und ich bin froh, dass du es aussprichst. Du musst das nicht allein aushalten. Könntest du dich heute bei einem Menschen, dem du vertraust, oder bei einem Krisentelefon melden?',
    other:
      'Ich merke, wie wichtig dir diese Person ist, und solche Sorgen sind erschöpfend. Wenn sie in Gefahr sein könnte, ruf ein Krisentelefon oder die Notrufnummer an und lass dich beraten, und stütz dich auch auf einen Menschen, dem du vertraust. Wer kann dir dabei helfen?',
    harm: 'Ich höre gerade sehr viel Wut, und dieses Gefühl verdient Aufmerksamkeit. Geh bitte zuerst weg und verschaff dir Abstand. Dann sprich mit einem Menschen, dem du vertraust, mit einem Krisentelefon oder mit der Notrufnummer. Wen könntest du jetzt anrufen?',
    distress:
      'Es klingt, als würde sich gerade alles auftürmen, und es ist einfach zu viel. Ich bin froh, dass du es mir erzählt hast. Lass jemanden an dich heran: einen Menschen, dem du vertraust, oder ein Krisentelefon, wenn es schwer wird. Wem könntest du dich heute anvertrauen?',
  },
  it: {
    crisis:
      'Grazie per avermelo detto, e prendo sul serio quello che condividi. La tua sicurezza ora è la cosa più importante. Chiama il numero di emergenza locale o una linea di ascolto per le crisi, oppure chiedi a una persona di fiducia di stare con te. Riesci a contattare qualcuno adesso?',
    'crisis-harm':
      'Sento quanto tutto questo sia intenso in questo momento. Per favore allontanati e metti distanza tra te e quella persona. Chiama il numero di emergenza, una linea di ascolto per le crisi o una persona di fiducia, e racconta cosa sta succedendo. Riesci ad allontanarti adesso?',
    acts: "Grazie per avermelo raccontato; ci vuole coraggio, e non ti giudico. Meriti cura per il dolore che c'è sotto. Potresti raccontare cosa sta succedendo a una persona di fiducia, a un medico o a una linea di ascolto per le crisi?",
    thoughts:
      'Sembra che tu stia portando qualcosa di molto pesante, e grazie per averlo detto. Non devi affrontarlo senza aiuto. Potresti contattare oggi una persona di fiducia o una linea di ascolto per le crisi?',
    other:
      'Capisco quanto tieni a questa persona, e preoccuparsi così è sfiancante. Se potrebbe essere in pericolo, chiama una linea di ascolto per le crisi o il numero di emergenza per avere indicazioni, e appoggiati anche a una persona di fiducia. Chi può aiutarti in questo?',
    harm: "Sento molta rabbia in questo momento, e questa emozione merita attenzione. Prima di tutto allontanati e prenditi un po' di distanza. Poi parlane con una persona di fiducia, con una linea di ascolto per le crisi o con il numero di emergenza. Chi potresti chiamare adesso?",
    distress:
      'Sembra che tutto si stia accumulando e che sia troppo in questo momento. Grazie per avermelo detto. Lascia che qualcuno ti stia vicino: una persona di fiducia, o una linea di ascolto per le crisi se diventa difficile reggere. A chi potresti rivolgerti oggi?',
  },
  nl: {
    crisis:
      'Ik ben blij dat je het me vertelt, en ik neem serieus wat je deelt. Je veiligheid is nu het belangrijkst. Bel het lokale alarmnummer of een crisislijn, of vraag iemand die je vertrouwt om bij je te blijven. Kun je nu een van hen bereiken?',
    'crisis-harm':
      'Ik hoor hoe heftig dit nu voelt. Ga alsjeblieft weg en zorg voor afstand tussen jou en die persoon. Bel het alarmnummer, een crisislijn of iemand die je vertrouwt, en vertel wat er aan de hand is. Kun je nu afstand nemen?',
    acts: 'Dank je dat je me dit vertelt; daar is moed voor nodig, en ik oordeel niet. Je verdient zorg voor de pijn die eronder zit. Zou je iemand die je vertrouwt, een arts of een crisislijn kunnen vertellen wat er gebeurt?',
    thoughts:
      'Het klinkt alsof je iets heel zwaars draagt, en ik ben blij dat je het uitspreekt. Je hoeft dit niet alleen te dragen. Zou je vandaag contact kunnen opnemen met iemand die je vertrouwt of met een crisislijn?',
    other:
      "Ik merk hoeveel je om die persoon geeft, en zo'n zorg is uitputtend. Als die persoon in gevaar kan zijn, bel dan een crisislijn of het alarmnummer voor advies, en leun ook op iemand die je vertrouwt. Wie kan je hierbij helpen?",
    harm: 'Ik hoor nu heel veel woede, en dat gevoel verdient aandacht. Ga eerst weg en neem wat afstand. Praat daarna met iemand die je vertrouwt, een crisislijn of het alarmnummer. Wie zou je nu kunnen bellen?',
    distress:
      'Het klinkt alsof alles zich opstapelt en het je nu te veel wordt. Ik ben blij dat je het me vertelt. Laat iemand toe: iemand die je vertrouwt, of een crisislijn als het moeilijk wordt. Bij wie zou je vandaag terechtkunnen?',
  },
  pl: {
    crisis:
      'Dziękuję, że mi o tym mówisz, i traktuję to bardzo poważnie. Twoje bezpieczeństwo jest teraz najważniejsze. Zadzwoń pod lokalny numer alarmowy lub na telefon kryzysowy albo poproś kogoś, komu ufasz, żeby był teraz przy tobie. Czy możesz skontaktować się z kimś z nich teraz?',
    'crisis-harm':
      'Słyszę, jak bardzo intensywne jest to teraz. Proszę, odejdź i zachowaj dystans od tej osoby. Zadzwoń pod numer alarmowy, na telefon kryzysowy albo do kogoś, komu ufasz, i powiedz, co się dzieje. Czy możesz teraz odejść?',
    acts: 'Dziękuję, że mi to mówisz; to wymaga odwagi, i nie oceniam cię. Zasługujesz na troskę o ból, który się za tym kryje. Czy możesz powiedzieć o tym komuś, komu ufasz, lekarzowi albo konsultantowi telefonu kryzysowego?',
    thoughts:
      'Słyszę, że niesiesz w sobie coś bardzo ciężkiego, i dobrze, że o tym mówisz. Nie musisz radzić sobie z tym bez wsparcia. Czy możesz dziś odezwać się do kogoś, komu ufasz, albo zadzwonić na telefon kryzysowy?',
    other:
      'Widzę, jak bardzo zależy ci na tej osobie, a taki niepokój jest wyczerpujący. Jeśli może jej grozić niebezpieczeństwo, zadzwoń na telefon kryzysowy lub pod numer alarmowy po radę i oprzyj się też na kimś, komu ufasz. Kto może ci w tym pomóc?',
    harm: 'Słyszę teraz dużo złości, a to uczucie zasługuje na uwagę. Najpierw odejdź i daj sobie trochę dystansu. Potem porozmawiaj z kimś, komu ufasz, zadzwoń na telefon kryzysowy albo pod numer alarmowy. Do kogo możesz teraz zadzwonić?',
    distress:
      'Wygląda na to, że wszystko się nawarstwia i jest tego teraz za dużo. Dobrze, że mi o tym mówisz. Pozwól komuś być przy tobie: komuś, komu ufasz, albo zadzwoń na telefon kryzysowy, jeśli robi się za trudno. Do kogo możesz się dziś odezwać?',
  },
  ru: {
    crisis:
      'Спасибо, что рассказали мне, и я отношусь к этому очень серьёзно. Ваша безопасность сейчас важнее всего. Пожалуйста, позвоните по местному номеру экстренной помощи или на телефон доверия, или попросите человека, которому доверяете, побыть рядом. Можете связаться с кем-то из них прямо сейчас?',
    'crisis-harm':
      'Я слышу, как сильно всё это ощущается сейчас. Пожалуйста, отойдите и создайте дистанцию между собой и этим человеком. Позвоните по номеру экстренной помощи, на телефон доверия или человеку, которому доверяете, и расскажите, что происходит. Можете отойти прямо сейчас?',
    acts: 'Спасибо, что рассказали; для этого нужна смелость, и я вас не осуждаю. Вы заслуживаете заботы о боли, которая стоит за этим. Могли бы вы рассказать о происходящем человеку, которому доверяете, врачу или консультанту телефона доверия?',
    thoughts:
      'Похоже, вы несёте что-то очень тяжёлое, и хорошо, что вы сказали об этом. Вам не нужно справляться с этим в одиночку. Могли бы вы сегодня обратиться к человеку, которому доверяете, или позвонить на телефон доверия?',
    other:
      'Я вижу, как вам дорог этот человек, и такая тревога изматывает. Если ему может грозить опасность, позвоните на телефон доверия или по номеру экстренной помощи, чтобы получить совет, и опирайтесь также на человека, которому доверяете. Кто может помочь вам с этим?',
    harm: 'Я слышу сейчас очень много гнева, и это чувство заслуживает внимания. Прежде всего отойдите и дайте себе немного дистанции. Потом поговорите с человеком, которому доверяете, позвоните на телефон доверия или по номеру экстренной помощи. Кому вы могли бы позвонить прямо сейчас?',
    distress:
      'Похоже, всё навалилось сразу, и этого сейчас слишком много. Хорошо, что вы мне рассказали. Позвольте кому-то быть рядом: человеку, которому доверяете, или телефону доверия, если станет трудно справляться. К кому вы могли бы обратиться сегодня?',
  },
};
