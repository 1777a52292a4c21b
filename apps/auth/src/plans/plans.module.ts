import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ServiceConfigModule } from '@app/common';
import { AuthConfig } from '../config/auth.config';
import { OrganizationEntity } from '../organizations/organization.entity';
import { OrganizationsModule } from '../organizations/organizations.module';
import { PlanEntity } from './plan.entity';
import { PlanRepository } from './plan.repository';
import { PlansController } from './plans.controller';
import { PlansService } from './plans.service';

@Module({
  imports: [
    ServiceConfigModule.for(AuthConfig),
    TypeOrmModule.forFeature([PlanEntity, OrganizationEntity]),
    OrganizationsModule,
  ],
  controllers: [PlansController],
  providers: [PlanRepository, PlansService],
})
export class PlansModule {}
