import type { ComponentType, SVGProps } from 'react';
import ClipboardDocumentCheckIcon from '@heroicons/react/24/outline/ClipboardDocumentCheckIcon';
import CloudIcon from '@heroicons/react/24/outline/CloudIcon';
import CodeBracketIcon from '@heroicons/react/24/outline/CodeBracketIcon';
import Squares2X2Icon from '@heroicons/react/24/outline/Squares2X2Icon';
import cloudImage from '../assets/illustrations/cloud-consulting.svg';
import erpImage from '../assets/illustrations/erp-implementation.svg';
import projectImage from '../assets/illustrations/project-management.svg';
import softwareImage from '../assets/illustrations/software-development.svg';
import { serviceTitles, type ServiceId } from './serviceTitles';

export interface Service {
  id: ServiceId;
  title: string;
  /** one or two sentences for cards and the detail page's lead */
  description: string;
  /** imported image URL */
  image: string;
  features: string[];
  longDescription: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
}

export const services: Service[] = [
  {
    id: 'software-development',
    title: serviceTitles['software-development'],
    description:
      'Custom web, mobile and enterprise applications designed around your workflows and delivered in predictable, working increments.',
    image: softwareImage,
    features: [
      'Custom web and mobile application development',
      'Architecture reviews and modernization roadmaps',
      'API design and third-party system integration',
      'Legacy application migration and refactoring',
      'Automated testing and CI/CD pipelines',
      'Code quality audits and security reviews',
      'Dedicated developers and team augmentation',
      'Documentation and knowledge transfer to your team',
    ],
    longDescription:
      'Off-the-shelf software rarely fits the way a growing business actually works. Our consultants start with your processes, users and constraints, then design and build the application that fits them, whether that is a customer-facing web app, an internal tool that replaces a tangle of spreadsheets, or the modernization of a system your business still depends on. We work in short, visible iterations, so you see working software early, can change priorities as you learn, and never wait months to find out where a project stands. When we hand over, your team gets clean, tested, documented code it can own.',
    icon: CodeBracketIcon,
  },
  {
    id: 'cloud-consulting',
    title: serviceTitles['cloud-consulting'],
    description:
      'Plan, migrate and run workloads on AWS, Microsoft Azure or Google Cloud, securely and at a cost that makes sense.',
    image: cloudImage,
    features: [
      'Cloud readiness assessments and migration planning',
      'Application and data migration with minimal downtime',
      'Cloud-native architecture and containerization',
      'Infrastructure as code and automated provisioning',
      'Cost monitoring and optimization',
      'Security, identity and compliance configuration',
      'Backup, disaster recovery and high availability',
      'Monitoring and ongoing cloud operations',
    ],
    longDescription:
      'The cloud promises flexibility and lower costs, but only when it is planned and run well. We assess your applications and infrastructure, recommend what to move, modernize or retire, and migrate in carefully staged steps that keep your business running. Everything we set up is defined as code, secured by design and monitored from day one, so environments are repeatable and surprises are rare. After go-live we keep an eye on performance and spending, right-sizing resources so your monthly bill reflects what you actually use.',
    icon: CloudIcon,
  },
  {
    id: 'erp-implementation',
    title: serviceTitles['erp-implementation'],
    description:
      'Select, configure and launch an ERP system that connects finance, inventory, sales and operations in one source of truth.',
    image: erpImage,
    features: [
      'Requirements analysis and ERP platform selection',
      'Business process mapping and fit-gap analysis',
      'Configuration and customization to your workflows',
      'Data migration, cleansing and validation',
      'Integration with CRM, e-commerce and finance systems',
      'User training, go-live support and post-launch tuning',
    ],
    longDescription:
      'An ERP implementation touches every part of a business, which is why so many run over budget or stall halfway. We reduce that risk by mapping how your teams work today, agreeing on how they should work tomorrow, and configuring the system to support it rather than the other way around. We plan data migration early, cleanse and validate records before they move, and connect the ERP to the tools you already rely on. Your people are trained on their own real scenarios, and we stay close through go-live and the first close cycles until the system runs smoothly.',
    icon: Squares2X2Icon,
  },
  {
    id: 'project-management',
    title: serviceTitles['project-management'],
    description:
      'Experienced project managers who keep scope, budget and schedule under control and every stakeholder informed.',
    image: projectImage,
    features: [
      'Project planning, scoping and estimation',
      'Agile, Scrum and hybrid delivery management',
      'Risk, issue and change management',
      'Stakeholder communication and status reporting',
      'Vendor and resource coordination',
      'Budget and schedule tracking against milestones',
    ],
    longDescription:
      'Technology projects rarely fail for technical reasons; they fail when priorities drift, risks go unspoken and stakeholders lose sight of progress. Our project managers bring structure without bureaucracy: a realistic plan, a delivery method that suits your team, and an honest weekly picture of where things stand. We coordinate internal teams and outside vendors, surface risks while they are still cheap to fix, and manage change deliberately, so the project you approved is the project you receive, on a schedule and budget you can trust.',
    icon: ClipboardDocumentCheckIcon,
  },
];

export function findService(id: string): Service | undefined {
  return services.find((service) => service.id === id);
}
