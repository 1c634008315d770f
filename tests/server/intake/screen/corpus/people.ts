import type { ContactMessage } from '../../../../../client/features/contact/contactMessage';

/**
 * Messages people send an IT consulting and staffing company: prospects, candidates, partners,
 * in several languages written in Latin script, short and long, with typos, one link, a reply
 * to an ad. Written for this corpus; names, companies and addresses are invented.
 */
export const people: ContactMessage[] = [
  {
    name: 'Jane Doe',
    email: 'jane.doe@acme-logistics.com',
    phone: '+1 480 555 0100',
    company: 'Acme Logistics',
    message: 'We need help moving our ERP to the cloud. Can we talk next week?',
  },
  {
    name: 'Marcus Reed',
    email: 'mreed@reedplumbing.net',
    phone: '602-555-0142',
    company: 'Reed Plumbing',
    message:
      'hi, saw your ad in the Phoenix Business Journal. we have 12 laptops and no IT person. do you do small offices? what does it cost per month roughly',
  },
  {
    name: 'Lucía Fernández',
    email: 'lucia.fernandez@grupoandino.mx',
    phone: '+52 55 5555 0199',
    company: 'Grupo Andino',
    message:
      'Buenos días. Estamos buscando una empresa que nos ayude con la migración de nuestro sistema de facturación a la nube. Somos una compañía mediana con oficinas en Hermosillo y Tucsón. ¿Podrían enviarnos información sobre sus servicios y tarifas? Muchas gracias por su atención.',
  },
  {
    name: 'Tom Becker',
    email: 'tom@beckerdental.com',
    phone: '(480) 555-0177',
    company: 'Becker Dental Group',
    message:
      'Our practice management software keeps crashing and the vendor is no help. Need someone asap. Please call.',
  },
  {
    name: 'Priya Natarajan',
    email: 'priya.natarajan@halcyonhealth.org',
    phone: '+1 520 555 0131',
    company: 'Halcyon Health',
    message:
      'We are issuing an RFP for managed security services (SOC monitoring, vulnerability management, incident response retainer). The full document is here: https://halcyonhealth.org/procurement/rfp-2026-msp-security.pdf. Proposals are due on the 15th. Please confirm if you intend to respond so we can add you to the addenda distribution list.',
  },
  {
    name: 'Dave',
    email: 'dave.kowalski@gmail.com',
    phone: '4805550123',
    company: 'self',
    message:
      'Looking for contract work. 8 yrs Java/Spring, some Kotlin, AWS cert. Open to remote or Phoenix area. Can send resume.',
  },
  {
    name: 'Sarah Lin',
    email: 'slin@copperstatecu.org',
    phone: '+1 602 555 0188',
    company: 'Copper State Credit Union',
    message:
      'We are evaluating vendors to build a small internal tool for our loan officers: it would pull applications from our core banking system and track document collection. Is this something you build, or only staff augmentation?',
  },
  {
    name: 'Ahmed Karimi',
    email: 'a.karimi@desertsolar.com',
    phone: '+1 928 555 0166',
    company: 'Desert Solar Installations',
    message:
      'Hello,\n\nWe would like a quote for Microsoft 365 setup for 40 users, including migrating mailboxes from our old GoDaddy email, setting up Teams and SharePoint, and some training for the office staff.\n\nBest regards,\nAhmed',
  },
  {
    name: 'Jennifer Walsh',
    email: 'jwalsh@walshlawaz.com',
    phone: '480.555.0102',
    company: 'Walsh & Partners Law',
    message:
      'Do you have experience with law firms? We need to be careful with client confidentiality. Looking at replacing our file server.',
  },
  {
    name: 'Carlos Mendoza',
    email: 'carlos@mendozatrucking.com',
    phone: '+1 520 555 0155',
    company: 'Mendoza Trucking',
    message:
      'hola, necesito ayuda con las computadoras de la oficina, tenemos un virus o algo asi, todo esta muy lento. Me pueden llamar o escribir por WhatsApp al mismo numero. gracias',
  },
  {
    name: 'Emily Carter',
    email: 'emily.carter@brightpathschools.org',
    phone: '+1 602 555 0109',
    company: 'BrightPath Charter Schools',
    message:
      'We received a grant for new classroom technology and need a partner to plan the network upgrade for three campuses before August. Wi-Fi coverage is our biggest issue. Who would be the right person to talk to?',
  },
  {
    name: 'Kevin O\u2019Brien',
    email: 'kobrien@obrienmfg.com',
    phone: '480 555 0181',
    company: "O'Brien Manufacturing",
    message:
      'We need 2 .NET developers for a 6 month contract, onsite in Chandler 3 days/week. Rate range? How fast can you place someone?',
  },
  {
    name: 'Mei Chen',
    email: 'mei.chen@lotusanalytics.io',
    phone: '+1 415 555 0134',
    company: 'Lotus Analytics',
    message:
      'Hi there - we are a fintech startup building a crypto wallet and need two senior React Native engineers and a security review of our key storage before launch. Do you have people with blockchain experience?',
  },
  {
    name: 'Robert Hughes',
    email: 'rhughes@hughesrealty.com',
    phone: '+1 602 555 0120',
    company: 'Hughes Realty',
    message:
      'Our website is old and we want a redesign, plus a way for agents to upload listings themselves. Also we want to show up better on Google. Do you do that kind of work or should I look elsewhere?',
  },
  {
    name: 'Fatima Al-Sayed',
    email: 'fatima.alsayed@oasisclinic.com',
    phone: '+1 480 555 0193',
    company: 'Oasis Family Clinic',
    message:
      'Is your company HIPAA compliant? We need backups and someone to manage our computers.',
  },
  {
    name: 'Brian Nguyen',
    email: 'brian@nguyenaccounting.com',
    phone: '623-555-0111',
    company: 'Nguyen Accounting',
    message:
      'Tax season is coming and last year our server went down twice in March. I dont want that again. Can someone come look at our setup? We are 15 people.',
  },
  {
    name: 'Ana Sousa',
    email: 'ana.sousa@vinhosdosul.com.br',
    phone: '+55 11 95555 0101',
    company: 'Vinhos do Sul Importadora',
    message:
      'Olá! Vamos abrir um escritório em Phoenix no próximo ano e precisamos de suporte de TI local. Vocês atendem empresas estrangeiras? Podemos conversar em inglês também.',
  },
  {
    name: 'Greg Thompson',
    email: 'greg.thompson@summitbuilders.com',
    phone: '+1 602 555 0175',
    company: 'Summit Builders',
    message:
      'Following up on my message from last week - did you get it? We still need help with the Procore integration.',
  },
  {
    name: 'Olivia Martin',
    email: 'olivia.martin@outlook.com',
    phone: '+1 480 555 0147',
    company: 'Martin Consulting LLC',
    message:
      'I run a one-person consultancy and I am thinking about partnering with you on a state agency bid that needs a staffing partner for data engineers. Would you be open to a teaming agreement? Happy to share details under NDA.',
  },
  {
    name: 'Hiroshi Tanaka',
    email: 'h.tanaka@sakura-electronics.com',
    phone: '+1 480 555 0160',
    company: 'Sakura Electronics USA',
    message:
      'Our US branch (25 employees) needs an IT provider. Headquarters in Osaka handles the ERP but we need local support for laptops, printers and network. Please send a proposal.',
  },
  {
    name: 'Laura Pérez',
    email: 'lperez@clinicasanrafael.com',
    phone: '+1 520 555 0128',
    company: 'Clínica San Rafael',
    message:
      'Hola, quisiera saber si ofrecen servicios de ciberseguridad para clínicas pequeñas. Tuvimos un intento de phishing y estamos preocupados. ¿Cuánto costaría una evaluación?',
  },
  {
    name: 'Mike Sullivan',
    email: 'mike@sullivanhvac.com',
    phone: '480-555-0199',
    company: 'Sullivan HVAC',
    message: 'phone system quote pls',
  },
  {
    name: 'Rachel Goldberg',
    email: 'rgoldberg@goldbergfoundation.org',
    phone: '+1 602 555 0138',
    company: 'Goldberg Family Foundation',
    message:
      "We're a small nonprofit (8 staff) and our donor database is a mess of spreadsheets. We'd like advice on moving to a proper CRM, probably Salesforce Nonprofit. Do you offer nonprofit rates?",
  },
  {
    name: 'Daniel Okafor',
    email: 'daniel.okafor@gmail.com',
    phone: '+1 602 555 0114',
    company: 'N/A',
    message:
      'Hello, I am a recent ASU graduate in computer science looking for an entry level or internship position. I saw on LinkedIn that you place junior developers. How can I apply?',
  },
  {
    name: 'Stephanie Moore',
    email: 'smoore@moorelogistics.com',
    phone: '+1 623 555 0171',
    company: 'Moore Logistics',
    message:
      'We got hit with ransomware on Saturday. Backups look partly ok. We need incident response help today if possible. Call my cell.',
  },
  {
    name: 'François Dubois',
    email: 'f.dubois@atelierdubois.fr',
    phone: '+33 6 55 55 01 23',
    company: 'Atelier Dubois',
    message:
      "Bonjour, nous sommes une petite entreprise française qui ouvre une filiale en Arizona. Nous cherchons un prestataire pour l'installation informatique des bureaux (postes, réseau, sécurité). Pouvez-vous nous envoyer une offre ? Merci d'avance.",
  },
  {
    name: 'Chris Patel',
    email: 'chris.patel@patelhotels.com',
    phone: '+1 480 555 0152',
    company: 'Patel Hospitality Group',
    message:
      'We have 6 hotels and each one has a different wifi vendor. Would like to standardize and have one company manage it all. Is that something you can handle across multiple sites?',
  },
  {
    name: 'Amanda Ross',
    email: 'aross@rosscpa.com',
    phone: '+1 602 555 0106',
    company: 'Ross CPA',
    message:
      'Quick question: do you provide staff for short term projects like a 3 month SharePoint cleanup? Or is there a minimum engagement?',
  },
  {
    name: 'Javier Morales',
    email: 'jmorales@constructoramorales.com',
    phone: '+1 520 555 0187',
    company: 'Constructora Morales',
    message:
      'Buenas tardes. Necesitamos cotización para cámaras de seguridad y control de acceso en dos obras. También nos interesa que alguien administre las tabletas de los supervisores. ¿Trabajan en Yuma?',
  },
  {
    name: 'Natalie Kim',
    email: 'natalie@kimdesignstudio.com',
    phone: '+1 480 555 0197',
    company: 'Kim Design Studio',
    message:
      'Our Macs need to be backed up properly and we want a NAS for big design files. Budget is tight. Can you recommend something and set it up?',
  },
  {
    name: 'Paul Anderson',
    email: 'paul.anderson@andersonlaw.com',
    phone: '+1 602 555 0163',
    company: 'Anderson Law Office',
    message:
      'I received your postcard. Interested in the free network assessment you mentioned. When are you available?',
  },
  {
    name: 'Sofia Rossi',
    email: 'sofia.rossi@rossifoods.com',
    phone: '+1 480 555 0119',
    company: 'Rossi Foods',
    message:
      'We are replacing our warehouse management system and need a project manager who knows NetSuite for about 4 months. Do you have someone available in March?',
  },
  {
    name: 'James Wilson',
    email: 'jwilson@wilsonins.com',
    phone: '+1 623 555 0144',
    company: 'Wilson Insurance Agency',
    message:
      'Hi,\n\nWe are an insurance agency with 22 employees. Our current IT company is retiring at the end of the year and we need to find a replacement. Main things: email, our agency management system (Applied Epic), phones, and cybersecurity training because our carrier now requires it. Could we set up a call to see if you are a fit? Mornings work best for me.\n\nThanks,\nJames Wilson\nOffice Manager',
  },
  {
    name: 'Isabel García',
    email: 'isabel.garcia@hotmail.com',
    phone: '+1 520 555 0192',
    company: 'Panadería La Esperanza',
    message:
      'Tengo una panadería y quiero un sistema de punto de venta que funcione con inventario. ¿Ustedes instalan eso o saben quién lo hace? Gracias.',
  },
  {
    name: 'Ethan Brooks',
    email: 'ethan.brooks@brooksmedia.co',
    phone: '+1 602 555 0150',
    company: 'Brooks Media',
    message:
      'We are a marketing agency and we need a backend developer to help us build integrations between our clients sites and HubSpot. Contract, maybe 20 hrs/week. Could you send profiles?',
  },
  {
    name: 'Grace Liu',
    email: 'grace.liu@sunvalleybank.com',
    phone: '+1 480 555 0125',
    company: 'Sun Valley Community Bank',
    message:
      'Our examiners flagged our vendor management and access reviews. We need help writing policies and setting up quarterly access reviews for our core and M365. Do you do compliance consulting for banks?',
  },
  {
    name: 'Miguel Torres',
    email: 'mtorres@torresautobody.com',
    phone: '480-555-0108',
    company: 'Torres Auto Body',
    message:
      'my email keeps getting hacked and sending spam to my customers. how do i stop this. can you fix it',
  },
  {
    name: 'Hannah Schmidt',
    email: 'hannah.schmidt@schmidt-gmbh.de',
    phone: '+49 30 5555 0112',
    company: 'Schmidt GmbH',
    message:
      'Guten Tag, wir planen ein Büro in Scottsdale und suchen einen IT-Dienstleister vor Ort. Gerne auch auf Englisch – bitte schicken Sie uns Informationen zu Ihren Leistungen.',
  },
  {
    name: 'Aaron Mitchell',
    email: 'amitchell@mitchellortho.com',
    phone: '+1 602 555 0182',
    company: 'Mitchell Orthodontics',
    message:
      'Can you help with our X-ray software? It needs to be moved to a new server and the vendor wants $8k to do it. Would like a second opinion.',
  },
  {
    name: 'Zoe Bennett',
    email: 'zoe@bennettevents.com',
    phone: '+1 480 555 0116',
    company: 'Bennett Events',
    message:
      'hey! we need temporary IT staff for a 3 day conference in Scottsdale in april - registration desks, badge printers, wifi troubleshooting. is that something you do? thx',
  },
  {
    name: 'Victor Ramírez',
    email: 'victor.ramirez@agricolaramirez.com',
    phone: '+52 662 555 0140',
    company: 'Agrícola Ramírez',
    message:
      'Estimados, estamos interesados en desarrollar una aplicación móvil para que nuestros trabajadores de campo registren las cosechas sin conexión a internet. ¿Tienen experiencia con aplicaciones offline? Quedo atento a sus comentarios.',
  },
  {
    name: 'Linda Parker',
    email: 'lparker@parkerfamilyfarms.com',
    phone: '+1 928 555 0130',
    company: 'Parker Family Farms',
    message: 'Do you work in Flagstaff? Our internet and computers are a mess.',
  },
  {
    name: 'Samuel Adeyemi',
    email: 'sam.adeyemi@adeyemitech.com',
    phone: '+1 602 555 0179',
    company: 'Adeyemi Tech Solutions',
    message:
      'We are a small MSP in Tempe and we sometimes need overflow help with network projects (Meraki, Fortinet). Would you be interested in subcontracting? We can meet for coffee.',
  },
  {
    name: 'Megan Foster',
    email: 'mfoster@fosterpetvet.com',
    phone: '+1 480 555 0103',
    company: 'Foster Veterinary Hospital',
    message:
      'We need a new firewall, our old one is end of life according to our internet provider. Also want guest wifi separate from the office. What would that cost, roughly?',
  },
  {
    name: 'Diego Castillo',
    email: 'diego.castillo@castillofinance.com',
    phone: '+1 520 555 0159',
    company: 'Castillo Finance',
    message:
      'We process small business loans and want to automate our underwriting document intake (bank statements, tax returns) with OCR and a review dashboard. Looking for a consulting firm to scope this. Budget approved for Q3.',
  },
  {
    name: 'Katie Howard',
    email: 'katie.howard@howardrealestate.com',
    phone: '+1 602 555 0194',
    company: 'Howard Real Estate',
    message:
      'Hi! I clicked on your Google ad about cloud backup. Is it 5 dollars per user? We have 9 agents.',
  },
  {
    name: 'Rosa Delgado',
    email: 'rosa@delgadoflooring.com',
    phone: '+1 602 555 0172',
    company: 'Delgado Flooring',
    message:
      'Necesitamos una red wifi para el almacén y cámaras. ¿Pueden venir a ver el lugar esta semana?',
  },
  {
    name: 'Nick Palmer',
    email: 'npalmer@palmerlaw.com',
    phone: '+1 480 555 0133',
    company: 'Palmer Law',
    message:
      'Our paralegal clicked a phishing link yesterday. What should we do? Do you offer security awareness training?',
  },
  {
    name: 'Yuki Sato',
    email: 'yuki.sato@gmail.com',
    phone: '+1 206 555 0148',
    company: 'self',
    message:
      'Hi, I am a DevOps engineer (Kubernetes, Terraform, AWS) relocating to Phoenix in June. Do you have contract openings? My portfolio: https://github.com/yukisato',
  },
  {
    name: 'Beth Owens',
    email: 'beth@owensbakery.com',
    phone: '+1 623 555 0161',
    company: 'Owens Bakery',
    message:
      'Can you help me set up Square with our online ordering website? The guy who built our website disappeared.',
  },
  {
    name: 'Raj Mehta',
    email: 'raj.mehta@mehtaimports.com',
    phone: '+1 480 555 0176',
    company: 'Mehta Imports',
    message:
      'We want to move from QuickBooks Desktop to NetSuite. 30 users, inventory heavy. Looking for an implementation partner and a rough timeline.',
  },
  {
    name: 'Claire Dubois',
    email: 'claire@duboisarchitects.com',
    phone: '+1 602 555 0189',
    company: 'Dubois Architects',
    message:
      'Hello, we need a better way to share large CAD files with clients. Dropbox is getting expensive. Any suggestions? Happy to pay for a consult.',
  },
  {
    name: 'Tony Russo',
    email: 'tony@russopizza.com',
    phone: '+1 480 555 0115',
    company: 'Russo Pizza (3 locations)',
    message:
      'POS keeps dropping orders when the internet goes down. need a backup internet solution for 3 stores asap',
  },
  {
    name: 'Angela White',
    email: 'awhite@whitepediatrics.com',
    phone: '+1 602 555 0127',
    company: 'White Pediatrics',
    message:
      'We are opening a second office and need the network, phones and EHR access set up by September 1. Please send pricing for the project and monthly support.',
  },
  {
    name: 'Omar Haddad',
    email: 'omar.haddad@haddadengineering.com',
    phone: '+1 520 555 0143',
    company: 'Haddad Engineering',
    message:
      'We got an email saying our domain is about to expire from a company we do not know. Is this a scam? Also we want someone to manage our domains and DNS.',
  },
  {
    name: 'Greta Lindqvist',
    email: 'greta@lindqvistdesign.se',
    phone: '+46 70 555 01 01',
    company: 'Lindqvist Design',
    message:
      'Hej! We are a Swedish design studio opening in Tempe. We need Macs set up with MDM and a simple office network. Could you quote this?',
  },
];
