;; ==== checked ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (result i32)
  (local $10 f64)
  (local $11 f64)
  (block $folding-inner0
   (if
    (i32.and
     (i32.and
      (local.tee $2
       (i32.and
        (f64.lt
         (f64.add
          (local.tee $11
           (f64.mul
            (f64.convert_i32_s
             (i32.sub
              (local.get $1)
              (i32.const 1)
             )
            )
            (f64.const 1)
           )
          )
          (f64.const 0)
         )
         (f64.const 4503599627370496)
        )
        (f64.ge
         (f64.add
          (f64.min
           (local.get $11)
           (local.tee $10
            (f64.mul
             (f64.convert_i32_s
              (local.get $0)
             )
             (f64.const 1)
            )
           )
          )
          (f64.const 0)
         )
         (f64.const 0)
        )
       )
      )
      (i32.and
       (f64.lt
        (local.tee $10
         (f64.add
          (f64.max
           (local.get $10)
           (local.get $11)
          )
          (f64.const 0)
         )
        )
        (f64.convert_i32_u
         (local.get $9)
        )
       )
       (f64.lt
        (local.get $10)
        (f64.const 2147483648)
       )
      )
     )
     (i32.and
      (local.get $2)
      (i32.and
       (f64.lt
        (local.get $10)
        (f64.const 2147483648)
       )
       (f64.gt
        (f64.convert_i32_u
         (local.get $7)
        )
        (local.get $10)
       )
      )
     )
    )
    (then
     (if
      (i32.lt_s
       (local.get $0)
       (local.get $1)
      )
      (then
       (loop $l5
        (local.set $2
         (i32.eqz
          (i32.and
           (i32.load
            (i32.add
             (i32.shl
              (local.get $0)
              (i32.const 2)
             )
             (local.get $6)
            )
           )
           (i32.const 1)
          )
         )
        )
        (i32.store
         (i32.add
          (local.tee $3
           (i32.shl
            (local.get $0)
            (i32.const 2)
           )
          )
          (local.get $8)
         )
         (i32.add
          (i32.add
           (select
            (i32.const 10)
            (i32.const 0)
            (i32.or
             (i32.eqz
              (local.tee $2
               (select
                (i32.eqz
                 (local.get $2)
                )
                (local.get $2)
                (local.get $5)
               )
              )
             )
             (i32.gt_s
              (i32.load
               (i32.add
                (local.get $3)
                (local.get $6)
               )
              )
              (i32.const 50)
             )
            )
           )
           (local.get $2)
          )
          (i32.mul
           (local.get $5)
           (i32.const 100)
          )
         )
        )
        (br_if $l5
         (i32.lt_s
          (local.tee $0
           (i32.add
            (local.get $0)
            (i32.const 1)
           )
          )
          (local.get $1)
         )
        )
       )
      )
     )
    )
    (else
     (if
      (i32.lt_s
       (local.get $0)
       (local.get $1)
      )
      (then
       (loop $l2
        (if
         (i32.ge_u
          (local.get $0)
          (local.get $7)
         )
         (then
          (global.set $oob_site
           (i32.const 0)
          )
          (br $folding-inner0)
         )
        )
        (local.set $2
         (i32.eqz
          (i32.and
           (i32.load
            (i32.add
             (local.get $6)
             (i32.shl
              (local.get $0)
              (i32.const 2)
             )
            )
           )
           (i32.const 1)
          )
         )
        )
        (local.set $2
         (i32.add
          (i32.add
           (select
            (i32.const 10)
            (i32.const 0)
            (i32.or
             (i32.eqz
              (local.tee $2
               (select
                (i32.eqz
                 (local.get $2)
                )
                (local.get $2)
                (local.get $5)
               )
              )
             )
             (block (result i32)
              (if
               (i32.ge_u
                (local.get $0)
                (local.get $7)
               )
               (then
                (global.set $oob_site
                 (i32.const 1)
                )
                (br $folding-inner0)
               )
              )
              (i32.gt_s
               (i32.load
                (i32.add
                 (local.get $6)
                 (i32.shl
                  (local.get $0)
                  (i32.const 2)
                 )
                )
               )
               (i32.const 50)
              )
             )
            )
           )
           (local.get $2)
          )
          (i32.mul
           (local.get $5)
           (i32.const 100)
          )
         )
        )
        (if
         (i32.ge_u
          (local.get $0)
          (local.get $9)
         )
         (then
          (global.set $oob_site
           (i32.const 2)
          )
          (br $folding-inner0)
         )
        )
        (i32.store
         (i32.add
          (local.get $8)
          (i32.shl
           (local.get $0)
           (i32.const 2)
          )
         )
         (local.get $2)
        )
        (br_if $l2
         (i32.lt_s
          (local.tee $0
           (i32.add
            (local.get $0)
            (i32.const 1)
           )
          )
          (local.get $1)
         )
        )
       )
      )
     )
    )
   )
   (return
    (i32.const 0)
   )
  )
  (global.set $oob_index
   (local.get $0)
  )
  (i32.const 1)
 )
)

;; ==== fast (hoisted range checks) ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (result i32)
  (if
   (i32.lt_s
    (local.get $0)
    (local.get $1)
   )
   (then
    (loop $l2
     (local.set $2
      (i32.eqz
       (i32.and
        (i32.load
         (i32.add
          (local.get $6)
          (i32.shl
           (local.get $0)
           (i32.const 2)
          )
         )
        )
        (i32.const 1)
       )
      )
     )
     (i32.store
      (i32.add
       (local.get $8)
       (local.tee $3
        (i32.shl
         (local.get $0)
         (i32.const 2)
        )
       )
      )
      (i32.add
       (i32.add
        (select
         (i32.const 10)
         (i32.const 0)
         (i32.or
          (i32.eqz
           (local.tee $2
            (select
             (i32.eqz
              (local.get $2)
             )
             (local.get $2)
             (local.get $5)
            )
           )
          )
          (i32.gt_s
           (i32.load
            (i32.add
             (local.get $3)
             (local.get $6)
            )
           )
           (i32.const 50)
          )
         )
        )
        (local.get $2)
       )
       (i32.mul
        (local.get $5)
        (i32.const 100)
       )
      )
     )
     (br_if $l2
      (i32.lt_s
       (local.tee $0
        (i32.add
         (local.get $0)
         (i32.const 1)
        )
       )
       (local.get $1)
      )
     )
    )
   )
  )
  (i32.const 0)
 )
)
